/** The part of Google Identity Services (https://developers.google.com/identity/gsi/web) the login dialog uses. */
export interface GoogleCredentialResponse {
  readonly credential?: string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard';
      theme?: 'outline';
      size?: 'large';
      text?: 'signin_with';
      width?: number;
      locale?: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
/** The widest button Google draws. */
const MAX_BUTTON_WIDTH = 400;

let loading: Promise<void> | null = null;

/** Adds the script once, only when a client id is configured; a failed load may be retried later. */
export function loadGoogleScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Draws Google's own button in the container; throws when the library is not usable. */
export function renderGoogleButton(
  container: HTMLElement,
  options: { clientId: string; locale: string; onCredential: (response: GoogleCredentialResponse) => void },
): void {
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services is not available');
  id.initialize({ client_id: options.clientId, callback: options.onCredential, ux_mode: 'popup' });
  container.replaceChildren();
  const width = Math.min(MAX_BUTTON_WIDTH, container.clientWidth || MAX_BUTTON_WIDTH);
  id.renderButton(container, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'signin_with',
    width,
    locale: options.locale,
  });
}
