import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const sliderItems = pgTable(
  'slider_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // One promotion has a row per language, joined by key.
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [unique('slider_items_key_lang').on(t.key, t.lang)],
);

// Mobile-app releases answered by common GET /version/select/{project_id}.
export const appVersions = pgTable(
  'app_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    platform: text('platform').notNull(),
    version: text('version').notNull(),
    forceUpdate: boolean('force_update').notNull().default(false),
    active: boolean('active').notNull().default(true),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
  },
  (t) => [unique('app_versions_project_platform_version').on(t.projectId, t.platform, t.version)],
);
