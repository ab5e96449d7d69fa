import { createElement, type ComponentType } from 'react';
import { PageSuspense } from '../pages/PageSuspense';

/** Our layout has no Suspense of its own: every lazy view gets the page spinner while it loads. */
export function withSuspense<P extends object>(View: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => createElement(PageSuspense, null, createElement(View, props));
  Wrapped.displayName = `Suspended(${View.displayName ?? View.name ?? 'View'})`;
  return Wrapped;
}
