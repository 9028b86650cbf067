declare module '*.css';

/** An image the build emits as a file: the import is its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
