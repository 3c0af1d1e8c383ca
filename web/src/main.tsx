import 'bootstrap/dist/css/bootstrap.min.css';
// One variable font file carries every weight the theme uses (400 to 700).
import '@fontsource-variable/outfit/wght.css';
import 'react-toastify/ReactToastify.css';
import './styles/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { signupStorage } from './features/auth/signup-storage';

signupStorage.forgetAbandoned();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition, the first render runs in slices instead of one long task while the page
// is still loading.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
