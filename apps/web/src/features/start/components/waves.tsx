import classes from '#web/features/start/start-screen.module.css';

/** The swell under the hero; its last wave has the colour of the section that follows. */
export function Waves() {
  return (
    <svg className={classes.waves} viewBox="0 0 1440 150" preserveAspectRatio="none" aria-hidden="true">
      <path
        d="M0 60c120 26 240 38 360 26S600 40 720 44s240 42 360 42 240-34 360-38v102H0z"
        fill="var(--mantine-color-ocean-2)"
        opacity="0.7"
      />
      <path
        d="M0 96c160-26 320-34 480-17s320 43 480 34 320-38 480-34v71H0z"
        fill="var(--mantine-color-ocean-5)"
        opacity="0.55"
      />
      <path d="M0 122c200-17 400-21 600-8s400 21 600 13 160-13 240-17v40H0z" fill="var(--mantine-color-ocean-8)" />
    </svg>
  );
}
