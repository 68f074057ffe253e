// The one place drizzle and drizzle-kit read the whole schema from; application code imports the table files.

export * from './ad-library.ts';
export * from './ai.ts';
export * from './analytics.ts';
export * from './campaigns.ts';
export * from './dashboard.ts';
export * from './facebook.ts';
export * from './media.ts';
export * from './metrics.ts';
export * from './optimization.ts';
export * from './rate-limits.ts';
export * from './users.ts';
