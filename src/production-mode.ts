// Imported first by every command: React's development build checks every element it renders
// and is several times slower; the generator always renders the production site.
process.env.NODE_ENV ??= 'production';
