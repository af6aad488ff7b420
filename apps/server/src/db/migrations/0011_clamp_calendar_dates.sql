-- Calendar dates (due dates, a task's reminder and repeat dates, a My Day entry's day) now end with year 9999
-- (calendarMsSchema); earlier servers stored any up to 8.64e15, and an object holding one would fail every later
-- check. Each such date is cut to that end as a write made one millisecond after the write it replaces, so it wins on
-- every replica (equal times would keep the larger value) yet loses to a later edit still queued on a device; the
-- objects take a new value of their scope's clock, so devices pull them.
UPDATE "sync_scopes" SET "clock" = greatest("clock" + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
WHERE "id" IN (
  SELECT "scope_id" FROM "tasks"
  WHERE "data" @? '$.dueDate ? (@ > 253402387199999)'
     OR "data" @? '$.alert ? (@.customTime > 253402387199999 || @.repeatStartsOn > 253402387199999 || @.repeatEndsOn > 253402387199999 || @.repeatNextOccurrence > 253402387199999)'
  UNION
  SELECT "scope_id" FROM "my_day_entries" WHERE "data" @? '$.date ? (@ > 253402387199999)'
);--> statement-breakpoint
UPDATE "tasks" AS t SET "seq" = c."clock", "data" = t."data"
  || CASE WHEN c.due THEN jsonb_build_object('dueDate', 253402387199999, 'dueDateUpdateTime', c.due_time) ELSE '{}'::jsonb END
  || CASE WHEN c.alert THEN jsonb_build_object('alertUpdateTime', c.alert_time, 'alert', (
       SELECT jsonb_object_agg("key", CASE
         WHEN "key" IN ('customTime', 'repeatStartsOn', 'repeatEndsOn', 'repeatNextOccurrence') AND "value" @? '$ ? (@ > 253402387199999)'
         THEN '253402387199999'::jsonb ELSE "value" END)
       FROM jsonb_each(t."data" -> 'alert'))) ELSE '{}'::jsonb END
  || jsonb_build_object('lastUpdateDate', greatest((t."data" ->> 'lastUpdateDate')::bigint,
       CASE WHEN c.due THEN c.due_time END, CASE WHEN c.alert THEN c.alert_time END))
FROM (SELECT x."id", s."clock",
  x."data" @? '$.dueDate ? (@ > 253402387199999)' AS due,
  coalesce((x."data" ->> 'dueDateUpdateTime')::bigint, 0) + 1 AS due_time,
  x."data" @? '$.alert ? (@.customTime > 253402387199999 || @.repeatStartsOn > 253402387199999 || @.repeatEndsOn > 253402387199999 || @.repeatNextOccurrence > 253402387199999)' AS alert,
  coalesce((x."data" ->> 'alertUpdateTime')::bigint, 0) + 1 AS alert_time
  FROM "tasks" AS x JOIN "sync_scopes" AS s ON s."id" = x."scope_id") AS c
WHERE c."id" = t."id" AND (c.due OR c.alert);--> statement-breakpoint
UPDATE "my_day_entries" AS m SET "seq" = s."clock", "data" = m."data" || jsonb_build_object(
  'date', 253402387199999,
  'dateUpdateTime', coalesce((m."data" ->> 'dateUpdateTime')::bigint, 0) + 1,
  'lastUpdateDate', greatest((m."data" ->> 'lastUpdateDate')::bigint, coalesce((m."data" ->> 'dateUpdateTime')::bigint, 0) + 1))
FROM "sync_scopes" AS s
WHERE s."id" = m."scope_id" AND m."data" @? '$.date ? (@ > 253402387199999)';
