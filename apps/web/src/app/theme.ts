import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Deep water to shallow foam, lightest first as Mantine expects.
const ocean: MantineColorsTuple = [
  '#e6f6ff',
  '#cfe8fb',
  '#9fcff3',
  '#6ab4ec',
  '#3f9de5',
  '#238fe2',
  '#0f87e1',
  '#0074c8',
  '#0067b4',
  '#00589f',
];

// Warm accent for highlights such as the tagline.
const sand: MantineColorsTuple = [
  '#fff8e6',
  '#fcefd2',
  '#f7dda6',
  '#f2ca76',
  '#eeba4d',
  '#ebb033',
  '#eaab24',
  '#d09517',
  '#b9840d',
  '#a07100',
];

// System fonts only: the app must work offline and under a strict CSP.
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif';

export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: { light: 7, dark: 5 },
  colors: { ocean, sand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

// Mantine's dimmed text (grey 6) falls short of WCAG AA contrast on white; grey 7 meets it.
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-dimmed': current.colors.gray[7] },
  dark: {},
});
