import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each uploaded photo: where its WebP files are and what the upload was. The table keeps the name
 * it was created with (media_uploads): renaming it would need a migration for no gain.
 */
export const photos = pgTable('media_uploads', {
  id: text('id').primaryKey(),
  /** The 1600 px file's key in the store; the 800 and 400 px files sit beside it. */
  storageKey: text('storage_key').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  originalBytes: integer('original_bytes').notNull(),
  detectedType: text('detected_type').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
