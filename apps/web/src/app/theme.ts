import {
  Alert,
  createTheme,
  darken,
  Drawer,
  Modal,
  Notification,
  Title,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

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
  // Names people type (schools, accounts, e-mails) can be one long word: they wrap instead of
  // running out of alerts, dialog and drawer titles, headings and toasts.
  components: {
    // A closed select's list is not kept in the page: kept (Mantine's default), each select of a screen
    // measures where its list would open as the screen mounts, a forced style and layout apiece.
    Combobox: { defaultProps: { keepMounted: false } },
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere' } } }),
    Alert: Alert.extend({ styles: { title: { overflowWrap: 'anywhere' }, message: { overflowWrap: 'anywhere' } } }),
    Modal: Modal.extend({ styles: { title: { overflowWrap: 'anywhere', minWidth: 0 } } }),
    Drawer: Drawer.extend({ styles: { title: { overflowWrap: 'anywhere', minWidth: 0 } } }),
    Notification: Notification.extend({
      styles: { title: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } },
    }),
  },
});

// Mantine's dimmed text (grey 6), its error colour (red 6: a field's error and its invalid value),
// the text of its light variants (badges, light buttons, alerts: shade 6 on a 10 % tint) and white
// on a filled red button (red 7, the primary shade: a confirmation that deletes or cancels) fall
// short of WCAG AA contrast; grey 7, red 9, a darkened shade 9 and a filled red 9 meet it.
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': current.colors.gray[7],
    '--mantine-color-error': current.colors.red[9],
    '--mantine-color-red-filled': current.colors.red[9],
    '--mantine-color-red-filled-hover': darken(current.colors.red[9], 0.1),
  };
  for (const [name, shades] of Object.entries(current.colors)) {
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.25);
  }
  return { variables: {}, light, dark: {} };
};
