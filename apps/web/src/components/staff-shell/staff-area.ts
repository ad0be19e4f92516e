import type { RouteObject } from 'react-router';
import { StaffLayout } from './staff-layout';

/**
 * The staff pages (/operator/…: the sign-in, the operator desk, the back office) under one pathless route
 * that gives them the staff shell. Part of their lazily loaded route tables, so no public page loads it.
 */
export const staffArea = (children: RouteObject[]): RouteObject[] => [{ Component: StaffLayout, children }];
