/*
 * A template's page reached by a navigation inside the site: the same page under the loading skeleton
 * (loading.tsx). A full page load renders templates/[slug]/page.tsx without a loading boundary, so its
 * HTML is complete without scripts and an unknown template answers 404.
 */
export { default, generateMetadata } from '../../templates/[slug]/page'
