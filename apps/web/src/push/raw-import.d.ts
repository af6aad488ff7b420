/** Vite's `?raw` import: a file's text (the service-worker test reads public/sw.js this way). */
declare module '*?raw' {
  const text: string;
  export default text;
}
