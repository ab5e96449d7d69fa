import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /currency-conversion: conversion rates between USD and CDF; the two currencies must differ. A new
 * rate waits for someone else's approval (its Approval column) before it prices anything.
 */
export default defineResource({ schema: 'currencyConversions', icon: CurrencyExchange, create: lazy(() => import('./CurrencyConversionCreate')) });
