/*
 * /templates reached by a navigation inside the site (a "soft" navigation, intercepted here): the same
 * page, under loading.tsx, so the visitor sees 'Carregando templates...' at once. A full page load (a link
 * from outside, a reload, a form without JavaScript) renders templates/(catalogo)/page.tsx with no loading
 * boundary, so its HTML is complete without any script.
 */
export { default, generateMetadata } from '../../templates/(catalogo)/page'
