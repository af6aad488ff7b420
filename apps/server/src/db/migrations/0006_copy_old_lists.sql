-- Every user gets a personal sync scope; lists and labels made before the synced-object shape are copied into it as
-- wire documents (positions renumbered to the sortable-string form), then the old tables go.
INSERT INTO "sync_scopes" ("id", "kind", "owner_user_id", "clock") SELECT "id", 'personal', "id", 0 FROM "users";--> statement-breakpoint
INSERT INTO "categories" ("id", "scope_id", "seq", "data")
SELECT "id", "user_id", "last_update_date", jsonb_build_object(
  'id', "id", 'name', "name", 'nameUpdateTime', "creation_date",
  'position', 'a' || chr(ascii('1') + (row_number() OVER (PARTITION BY "user_id" ORDER BY "position"))::int - 1), 'positionUpdateTime', "creation_date",
  'isDefault', "is_default", 'isDefaultUpdateTime', "creation_date", 'isDeleted', "is_deleted", 'isDeletedUpdateTime', "creation_date",
  'isArchived', false, 'isArchivedUpdateTime', 0, 'isGroceryList', "is_grocery_list", 'isGroceryListUpdateTime', "creation_date",
  'creationDate', "creation_date", 'lastUpdateDate', "last_update_date")
FROM "categories_v0";--> statement-breakpoint
INSERT INTO "labels" ("id", "scope_id", "seq", "data")
SELECT "id", "user_id", "last_update_date", jsonb_build_object(
  'id', "id", 'name', "name", 'nameUpdateTime', "creation_date", 'color', "color", 'colorUpdateTime', "creation_date",
  'position', 'a' || chr(ascii('1') + (row_number() OVER (PARTITION BY "user_id" ORDER BY "position"))::int - 1), 'positionUpdateTime', "creation_date",
  'isDeleted', "is_deleted", 'isDeletedUpdateTime', "creation_date", 'isPredefined', "is_predefined",
  'creationDate', "creation_date", 'lastUpdateDate', "last_update_date")
FROM "labels_v0";--> statement-breakpoint
UPDATE "sync_scopes" SET "clock" = GREATEST(
  COALESCE((SELECT max("seq") FROM "categories" WHERE "scope_id" = "sync_scopes"."id"), 0),
  COALESCE((SELECT max("seq") FROM "labels" WHERE "scope_id" = "sync_scopes"."id"), 0));--> statement-breakpoint
DROP TABLE "categories_v0";--> statement-breakpoint
DROP TABLE "labels_v0";
