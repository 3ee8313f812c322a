//! One TrueType face of the caller: measures text and hands out the glyph ids written in the
//! content streams, then embeds itself as a subset (a Type0 font with Identity-H encoding).
//!
//! Text is not shaped: the TAD's Latin and Cyrillic text (Romanian ș ț ă included, which fonts
//! hold as precomposed glyphs) needs one glyph per character, and skipping the shaper is what
//! keeps 10,000 goods items under a second.

use std::collections::HashMap;

use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Chunk, Filter, Finish, Name, Rect, Ref, Str};
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use subsetter::GlyphRemapper;

use super::compress;
use crate::TadError;

/// A glyph as written: its id in the subset (the CID) and its advance in em.
#[derive(Debug, Clone, Copy)]
pub struct Glyph {
    pub cid: u16,
    pub advance: f32,
}

/// Characters below this code point are cached in an array (Latin, Latin Extended, Greek,
/// Cyrillic); the rest in a map.
const FAST: usize = 0x500;

pub struct Face {
    data: Vec<u8>,
    name: String,
    units_per_em: f32,
    ascent: f32,
    descent: f32,
    cap_height: f32,
    bbox: [f32; 4],
    remapper: GlyphRemapper,
    fast: Vec<Option<Glyph>>,
    slow: HashMap<char, Glyph>,
    /// CID -> (advance in em, character), for the widths and the ToUnicode map.
    used: Vec<(f32, char)>,
}

impl Face {
    pub fn new(data: &[u8], which: &'static str) -> Result<Face, TadError> {
        let font = FontRef::new(data).map_err(|_| TadError::Font(which))?;
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let units_per_em = f32::from(metrics.units_per_em);
        if units_per_em <= 0.0 || font.charmap().map('A').is_none() {
            return Err(TadError::Font(which));
        }
        let name = font
            .localized_strings(skrifa::string::StringId::POSTSCRIPT_NAME)
            .english_or_first()
            .map(|s| s.chars().filter(char::is_ascii_alphanumeric).collect())
            .filter(|s: &String| !s.is_empty())
            .unwrap_or_else(|| which.to_string());
        let bbox = metrics.bounds.map_or([0.0, -250.0, 1000.0, 1000.0], |b| {
            [b.x_min, b.y_min, b.x_max, b.y_max].map(|v| v / units_per_em * 1000.0)
        });
        Ok(Face {
            data: data.to_vec(),
            name,
            units_per_em,
            ascent: metrics.ascent / units_per_em,
            descent: metrics.descent / units_per_em,
            cap_height: metrics.cap_height.unwrap_or(metrics.ascent * 0.7) / units_per_em,
            bbox,
            remapper: GlyphRemapper::new(),
            fast: vec![None; FAST],
            slow: HashMap::new(),
            used: vec![(0.0, '\u{0}')],
        })
    }

    /// Height of capitals in em, to place text by its visible top.
    pub fn cap_height(&self) -> f32 {
        self.cap_height
    }

    pub fn glyph(&mut self, c: char) -> Glyph {
        let i = c as usize;
        if i < FAST {
            if let Some(g) = self.fast[i] {
                return g;
            }
        } else if let Some(g) = self.slow.get(&c) {
            return *g;
        }
        let g = self.load(c);
        if i < FAST {
            self.fast[i] = Some(g);
        } else {
            self.slow.insert(c, g);
        }
        g
    }

    fn load(&mut self, c: char) -> Glyph {
        // Parsing the table directory again is cheap and avoids a self-referential struct;
        // it happens once per distinct character.
        let Ok(font) = FontRef::new(&self.data) else {
            return Glyph {
                cid: 0,
                advance: 0.5,
            };
        };
        let gid = font.charmap().map(c).unwrap_or_default();
        let advance = font
            .glyph_metrics(Size::unscaled(), LocationRef::default())
            .advance_width(gid)
            .unwrap_or(0.0)
            / self.units_per_em;
        let old = u16::try_from(gid.to_u32()).unwrap_or(0);
        let cid = self.remapper.remap(old);
        if usize::from(cid) >= self.used.len() {
            self.used.resize(usize::from(cid) + 1, (0.0, '\u{0}'));
        }
        self.used[usize::from(cid)] = (advance, c);
        Glyph { cid, advance }
    }

    /// Width of `text` in em.
    pub fn width(&mut self, text: &str) -> f32 {
        text.chars().map(|c| self.glyph(c).advance).sum()
    }

    /// Writes the font objects under `type0` (the reference the pages' resources use).
    pub fn embed(
        &self,
        chunk: &mut Chunk,
        alloc: &mut impl FnMut() -> Ref,
        type0: Ref,
    ) -> Result<(), TadError> {
        let subset = subsetter::subset(&self.data, 0, &self.remapper)
            .map_err(|_| TadError::Font("subset"))?;
        let cid_ref = alloc();
        let descriptor_ref = alloc();
        let cmap_ref = alloc();
        let file_ref = alloc();
        // A subset's PostScript name carries a six-letter tag (PDF 9.6.4).
        let base = format!("VAMATD+{}", self.name);
        let system_info = SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"Identity"),
            supplement: 0,
        };

        chunk
            .type0_font(type0)
            .base_font(Name(base.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(cid_ref)
            .to_unicode(cmap_ref);

        let mut cid = chunk.cid_font(cid_ref);
        cid.subtype(CidFontType::Type2)
            .base_font(Name(base.as_bytes()))
            .system_info(system_info)
            .font_descriptor(descriptor_ref)
            .default_width(0.0)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        let widths: Vec<f32> = self.used.iter().map(|(w, _)| w * 1000.0).collect();
        cid.widths().consecutive(0, widths);
        cid.finish();

        let [x0, y0, x1, y1] = self.bbox;
        chunk
            .font_descriptor(descriptor_ref)
            .name(Name(base.as_bytes()))
            .flags(FontFlags::NON_SYMBOLIC)
            .bbox(Rect::new(x0, y0, x1, y1))
            .italic_angle(0.0)
            .ascent(self.ascent * 1000.0)
            .descent(self.descent * 1000.0)
            .cap_height(self.cap_height * 1000.0)
            .stem_v(80.0)
            .font_file2(file_ref);

        let mut cmap = UnicodeCmap::new(Name(b"Custom"), system_info);
        for (cid, (_, c)) in self.used.iter().enumerate().skip(1) {
            cmap.pair(u16::try_from(cid).unwrap_or(0), *c);
        }
        chunk.cmap(cmap_ref, &cmap.finish());

        let packed = compress(&subset);
        chunk
            .stream(file_ref, &packed)
            .filter(Filter::FlateDecode)
            .pair(
                Name(b"Length1"),
                i32::try_from(subset.len()).unwrap_or(i32::MAX),
            );
        Ok(())
    }
}
