import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';

/**
 * A line's signed-in area on its own address (/retail/motor, /employee/device): it opens the line's policies,
 * where its servicing pages start, instead of an empty page.
 */
export const policiesIndex: RouteObject = {
  index: true,
  element: createElement(Navigate, { to: 'policies', replace: true }),
};
