import { configure } from '@testing-library/dom';

/**
 * A `findBy…` waits for what a user would wait for. One second is plenty on an idle machine but
 * not on a CI runner that builds and tests at once; a slow machine should not fail a correct screen.
 */
configure({ asyncUtilTimeout: 5000 });
