type Navigate = (path: string) => void;

// Code outside React (the HTTP client) must move the user; the router registers itself here at start.
let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}
