import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The app in the browser. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider hasToaster>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
