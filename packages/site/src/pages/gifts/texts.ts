import { addTexts } from '../../i18n';

/**
 * The texts of the gift pages in both languages, loaded with their own chunk rather than with every page.
 * 'No Products Found' is the spec's caption, kept word for word.
 */
const id = {
  gifts: {
    intro:
      'Hadiah ramah lingkungan dari toko kami: setiap pembelian menanam satu pohon bersama petani mitra.',
    pages: 'Halaman hadiah',
    empty: 'No Products Found',
    price: 'Harga',
    inStock: 'Stok tersedia: {{count}}',
    outOfStock: 'Stok habis',
    addToCart: 'Tambah ke Keranjang',
    adding: 'Menambahkan…',
    added: 'Ditambahkan ke keranjang',
    photos: 'Foto',
    photoAlt: '{{name}}, foto {{number}}',
    back: 'Kembali ke hadiah',
  },
};

const en: typeof id = {
  gifts: {
    intro: 'Eco-friendly gifts from our shop: every purchase plants a tree with our partner farmers.',
    pages: 'Gift pages',
    empty: 'No Products Found',
    price: 'Price',
    inStock: 'In stock: {{count}}',
    outOfStock: 'Out of stock',
    addToCart: 'Add to Cart',
    adding: 'Adding…',
    added: 'Added to the cart',
    photos: 'Photos',
    photoAlt: '{{name}}, photo {{number}}',
    back: 'Back to the gifts',
  },
};

addTexts({ id, en });
