/** The app-wide texts of one language, merged as the app is built (build/app-texts.ts). */
declare module 'virtual:app-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
