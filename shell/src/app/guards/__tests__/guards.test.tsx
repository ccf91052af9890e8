import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@app/shared/router';
import { GuestOnly } from '../guest-only';
import { RequireAuth } from '../require-auth';
import { signedIn } from '@/testing/signed-in';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
      {location.search} from {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(entry: string | { pathname: string; state?: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <Where name="login" />
            </GuestOnly>
          }
        />
        <Route
          path="/register"
          element={
            <GuestOnly>
              <Where name="register" />
            </GuestOnly>
          }
        />
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <Where name="profile" />
            </RequireAuth>
          }
        />
        <Route
          path="/job-search/:id"
          element={
            <RequireAuth>
              <Where name="details" />
            </RequireAuth>
          }
        />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <Where name="dashboard" />
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guard', () => {
  it('sends a visitor on a protected route to /login, carrying where they were going', () => {
    signedIn(false);
    renderAt('/job-search/7?tab=apps');
    expect(screen.getByText(/^login at \/login/)).toHaveTextContent(
      'from {"from":{"pathname":"/job-search/7","search":"?tab=apps","hash":""}}',
    );
  });

  it('lets a signed-in user through', () => {
    signedIn(true);
    renderAt('/profile');
    expect(screen.getByText(/^profile at \/profile/)).toBeInTheDocument();
  });

  it('sends a signed-in user on /login back where they came from', () => {
    signedIn(true);
    renderAt({ pathname: '/login', state: { from: { pathname: '/job-search/7', search: '', hash: '' } } });
    expect(screen.getByText(/^details at \/job-search\/7/)).toBeInTheDocument();
  });

  it('sends a signed-in user on /login or /register without a origin to /dashboard', () => {
    signedIn(true);
    renderAt('/register');
    expect(screen.getByText(/^dashboard at \/dashboard/)).toBeInTheDocument();
  });

  it('shows /login and /register to visitors', () => {
    signedIn(false);
    renderAt('/register');
    expect(screen.getByText(/^register at \/register/)).toBeInTheDocument();
  });
});
