import { cloneElement, useState, type PointerEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';

interface TargetProps {
  readonly onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  readonly onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}

interface HintProps extends Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'events'> {
  /** The element the hint names: one that takes pointer handlers (a button, an icon button). */
  readonly children: ReactElement<TargetProps>;
}

/**
 * A tooltip for a mouse's pointer, that costs nothing until a mouse first rests on its target.
 * Mantine's Tooltip, mounted with each target, sets up its floating element, its portal and their
 * listeners as the page mounts and draws each again within the same commit: a list with a hint on
 * every row held a phone's main thread for all of them, though a touch screen never shows one. The
 * hint opens as Tooltip would (on the mouse's entering, after `openDelay`) and closes as it leaves.
 */
export function Hint({ children, openDelay = 0, disabled, ...tooltip }: HintProps) {
  const [shown, setShown] = useState(false);
  // The target as the mouse first reached it: the tooltip is mounted from then on.
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const opening = useTimeout((reached: HTMLElement) => {
    setTarget(reached);
    setShown(true);
  }, openDelay);
  const element = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse' && !disabled) opening.start(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      opening.clear();
      setShown(false);
    },
  });
  return (
    <>
      {element}
      {target && <Tooltip {...tooltip} target={target} opened={shown && !disabled} />}
    </>
  );
}
