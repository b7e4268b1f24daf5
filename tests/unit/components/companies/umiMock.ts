/**
 * `@umijs/max` for the company components' tests: the real zh-CN messages, and react-router's Link
 * and useLocation (the tests render inside a MemoryRouter at the page's path, desktop or /mobile).
 * For a `jest.mock('@umijs/max', …)` factory: `() => jest.requireActual('./umiMock').umiMock`.
 */
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { zhIntl } from '../zhIntl';

export const umiMock = { useIntl: () => zhIntl, Link, useLocation, useNavigate };
