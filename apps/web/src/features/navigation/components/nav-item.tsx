import type { ReactNode } from 'react';
import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import classes from '#web/features/navigation/components/side-bar.module.css';
import { Hint } from '#web/components/ui/hint.tsx';

export interface NavItemProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly collapsed: boolean;
  readonly to?: string;
  readonly active?: boolean;
  readonly description?: string;
  /** The accessible name when it says more than the label (a badge's count). */
  readonly ariaLabel?: string;
  readonly onClick?: () => void;
}

/** The look of a side-bar entry, for entries built around another control (the language menu). */
export function navItemProps({ label, icon, collapsed, active, description, ariaLabel }: NavItemProps) {
  return {
    label: collapsed ? undefined : label,
    description: collapsed ? undefined : description,
    'aria-label': ariaLabel ?? (collapsed ? label : undefined),
    leftSection: icon,
    active: active ?? false,
    className: collapsed ? `${classes.item} ${classes.collapsed}` : classes.item,
    classNames: { section: classes.itemSection, body: classes.itemBody },
  };
}

/** One side-bar entry: a link or a button; collapsed, the icon alone with the label as tooltip and name. */
export function NavItem(props: NavItemProps) {
  const { label, collapsed, to, active, onClick } = props;
  const item = to ? (
    <NavLink
      {...navItemProps(props)}
      component={Link}
      to={to}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    />
  ) : (
    <NavLink {...navItemProps(props)} component="button" type="button" onClick={onClick} />
  );
  if (!collapsed) return item;
  return (
    <Hint label={label} position="right" withArrow openDelay={150}>
      {item}
    </Hint>
  );
}
