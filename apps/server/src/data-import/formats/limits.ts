/**
 * How much one import may hold. The field lengths are the wire limits of the synced objects (packages/domain
 * sync/models.ts and sync/task.ts), so a bundle that passes here also passes the importer's writes; the counts keep one
 * request's transaction and memory bounded (a 10,000-task account fits several times over).
 */
export const importLimits = {
  /** The uploaded file, in bytes (a Trello board with its action history is the largest kind). */
  fileBytes: 50 * 1024 * 1024,
  /** Records of a CSV file, the header included (Todoist's comments and sections are records too). */
  csvRows: 200_000,
  tasks: 50_000,
  lists: 1_000,
  labels: 1_000,
  titleLength: 10_000,
  noteLength: 100_000,
  listNameLength: 255,
  labelNameLength: 100,
  labelsPerTask: 100,
  checklistItems: 500,
  checklistItemLength: 1_000,
} as const;
