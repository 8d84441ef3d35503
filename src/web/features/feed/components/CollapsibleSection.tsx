import { Collapse, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import classes from './Sidebar.module.css';

/**
 * A sidebar folded into a section on small screens (002 §2 Feed), closed at first. Its content is built
 * when it is first opened (its blocks fetch their data then), and kept once built.
 */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const panelId = useId();
  return (
    <div className={classes.collapsible}>
      <UnstyledButton
        className={classes.collapsibleButton}
        onClick={() => {
          setOpen((value) => !value);
          setWasOpened(true);
        }}
        aria-expanded={isOpen}
        aria-controls={panelId}
      >
        <span>{title}</span>
        <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={isOpen || undefined} />
      </UnstyledButton>
      <Collapse expanded={isOpen} id={panelId}>
        <div className={classes.collapsibleBody}>{wasOpened && children}</div>
      </Collapse>
    </div>
  );
}
