// The bare app is its own project (package.json beside this file, the site's Next and React versions): its
// root is this folder, so nothing of the site's (src/instrumentation.ts, the site's node_modules) is built in.
export default {
  turbopack: { root: import.meta.dirname },
}
