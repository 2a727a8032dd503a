/** vnu-jar exports the path of the W3C Nu checker's jar file. */
declare module 'vnu-jar' {
  const jarPath: string
  export default jarPath
}
