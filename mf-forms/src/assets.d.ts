declare module '*.css';
/** A stylesheet as text (`?inline`): a widget adopts it in its shadow root. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
