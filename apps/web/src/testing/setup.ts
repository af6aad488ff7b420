import { configure } from '@testing-library/react';

// The signed-in home is a lazy chunk holding the task screens; under a loaded CI machine its first import in jsdom
// takes longer than Testing Library's one-second default for findBy* queries.
configure({ asyncUtilTimeout: 5000 });
