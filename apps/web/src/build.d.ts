// What the build provides the app's code (vite.config.ts).

/** The app-wide texts of one language, merged as the app is built (build/app-texts.ts). */
declare module 'virtual:app-texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

/** The year the app was built in: the year its prerendered pages were written in. */
declare const __BUILD_YEAR__: number;
