/**
 * Imported first by a bench that runs the server in its own process: React and React Router pick
 * their production or development build from NODE_ENV when they are first loaded, and the real
 * server runs with NODE_ENV=production (scripts/start.mjs). Without this the bench would time
 * React's development build, several times slower.
 */
process.env.NODE_ENV = 'production';
