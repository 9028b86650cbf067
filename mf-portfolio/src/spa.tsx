import './styles.css';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { ErrorPage } from '@site/shared';
import singleSpaReact from 'single-spa-react';
import { PortfolioRoot } from './app/PortfolioRoot';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: PortfolioRoot,
  // Last resort only: the root renders its own error page with 'try again' inside.
  errorBoundary: () => <ErrorPage onRetry={() => window.location.reload()} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
