// Imported first by every command: React's development build checks every element it renders
// and is several times slower, and the generator always renders the production site, whatever
// NODE_ENV the shell has (test runners set it to "test").
process.env.NODE_ENV = 'production';
