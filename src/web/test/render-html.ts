import { MantineProvider } from '@mantine/core';
import { type ComponentType, createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * The web's component tests run in Node without a DOM (vitest.config.ts: `*.test.ts`, no JSX): they
 * render a component to HTML inside Mantine's provider and read the markup.
 */

/** The HTML `node` renders to, inside Mantine's provider. */
export const renderHtml = (node: ReactElement): string =>
  renderToStaticMarkup(createElement(MantineProvider, null, node));

/** `<Component {...props}>{children}</Component>` without JSX, for a component whose children are required. */
export const elementOf = <Props extends { children: ReactNode }>(
  component: ComponentType<Props>,
  props: Omit<Props, 'children'>,
  children: ReactNode,
): ReactElement => createElement(component, props as Props, children);
