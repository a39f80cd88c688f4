// Mantine's PostCSS preset gives CSS modules light-dark(), rem() and breakpoint mixins.
export default {
  plugins: { 'postcss-preset-mantine': {} },
};
