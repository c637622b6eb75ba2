// What the rest of the app may use of the home feature: the page, and for the build's pre-render
// (src/entry-server.tsx) the sections and their data.
export { HomePage } from './home-page';
export { HomeSectionsView } from './sections/home-sections-view';
export { popularRoutes, type HomeData } from './sections/home-data';
