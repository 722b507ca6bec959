// Test fixtures read as text through Vite's ?raw suffix (vitest), so domain tests need no Node file API.
declare module '*?raw' {
  const text: string;
  export default text;
}
