import { CssBaseline } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { AccessDenied, AdminContext, AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, type AdminProps } from 'react-admin';

type AdminShellProps = Pick<
  AdminProps,
  'authProvider' | 'dataProvider' | 'i18nProvider' | 'store' | 'theme' | 'darkTheme' | 'defaultTheme' | 'layout' | 'catchAll' | 'title'
> & { notification: ComponentType; children: ReactNode };

/**
 * react-admin's <Admin> composed from its parts. <Admin> also brings react-admin's own login page,
 * its form engine and auth callback, which this product never shows (its sign-in is a page of
 * its own) but which then sat in the first download of every visit; built from the parts, the
 * shell leaves them out. The defaults kept are the ones <Admin> gives: error, loading, denied.
 */
export function AdminShell({ notification: Notification, children, title, layout, catchAll, ...context }: AdminShellProps) {
  return (
    <AdminContext {...context}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          catchAll={catchAll}
          loginPage={false}
          disableTelemetry
          error={ErrorPage}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
