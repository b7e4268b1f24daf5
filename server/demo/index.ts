/**
 * The demo office: its seeding (the generator's site, history, articles, companies and files, from
 * mock/) and its weekly job that publishes the generator's next periods through the office's own
 * import, review and release. The only way into mock/ from the server: main.ts loads this module
 * only when SEED names a site, so a real office's server (SEED=off) never evaluates the generator.
 */
export { seedDemoSite, upgradeDemoSite } from './seed';
export { startDemoPublishing } from './publishing';
