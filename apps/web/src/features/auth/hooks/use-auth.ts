import { useEffect, useState } from 'react';
import { storedUser } from '@/lib/stored-user';
import { isSignedIn, refreshProfile } from '../login';

/** Logged in means a user token is stored; a storage change of the token key re-checks. */
export function useAuth(): { isAuthenticated: boolean } {
  const [isAuthenticated, setIsAuthenticated] = useState(isSignedIn);

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (storedUser.isTokenKey(event.key)) setIsAuthenticated(isSignedIn());
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  useEffect(() => {
    if (isAuthenticated) void refreshProfile();
  }, [isAuthenticated]);

  return { isAuthenticated };
}
