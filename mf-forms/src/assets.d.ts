declare module '*.css';
/** A stylesheet's URL (`?url`), a file of the build: a widget fetches it for its shadow root. */
declare module '*.css?url' {
  const url: string;
  export default url;
}
