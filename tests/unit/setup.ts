// Shared jest setup. Testing Library's waits (waitFor, findBy…) give up after 1 s by default: on a
// busy machine a render can take longer, so they wait up to 15 s (a passing wait returns at once).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
