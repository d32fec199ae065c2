import { useLocation, useNavigate, useSearchParams } from 'react-router';

const PARAM = 'privacy';
const OPEN = 'open';

interface OverlayState {
  readonly privacyFromStart?: boolean;
}

/**
 * The privacy policy over the Start page lives in the URL (`/?privacy=open`), so it can be linked
 * and the browser's Back button closes it. Closing returns to `/`: back through history when the
 * Start page opened it, else by replacing the address.
 */
export function usePrivacyOverlay() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const opened = params.get(PARAM) === OPEN;
  const openedHere = (location.state as OverlayState | null)?.privacyFromStart === true;

  const open = () => {
    if (!opened) void navigate({ search: `?${PARAM}=${OPEN}` }, { state: { privacyFromStart: true } });
  };
  const close = () => {
    if (!opened) return;
    if (openedHere) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return { opened, open, close };
}
