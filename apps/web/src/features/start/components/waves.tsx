import classes from '#web/features/start/start-screen.module.css';

export function Waves() {
  return (
    <svg className={classes.waves} viewBox="0 0 1440 180" preserveAspectRatio="none" aria-hidden="true">
      <path
        d="M0 80c120 30 240 45 360 30S600 50 720 55s240 50 360 50 240-40 360-45v120H0z"
        fill="var(--mantine-color-ocean-2)"
        opacity="0.7"
      />
      <path
        d="M0 120c160-30 320-40 480-20s320 50 480 40 320-45 480-40v80H0z"
        fill="var(--mantine-color-ocean-5)"
        opacity="0.55"
      />
      <path d="M0 150c200-20 400-25 600-10s400 25 600 15 160-15 240-20v45H0z" fill="var(--mantine-color-ocean-7)" />
    </svg>
  );
}
