import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import { defineResource } from '../../src/client/schema-ui';

/** /currency-conversion: conversion rates between USD and CDF; the two currencies must differ. */
export default defineResource({ schema: 'currencyConversions', icon: CurrencyExchange });
