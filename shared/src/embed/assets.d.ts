/** A font file imported by a module: its URL (an asset of the build). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
