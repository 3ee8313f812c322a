//! COMMODITY (CommodityType07) of a consignment item, flat on our house item: description,
//! CUS code, COMMODITY CODE (HS subheading and CN code), DANGEROUS GOODS (UN numbers) and
//! GOODS MEASURE (gross mass, net mass, supplementary units).

use vama_rules::t01::model::{DangerousGoods, HouseItem};

use crate::xml::{each, one, req_one, Elem, Out, Variant};
use crate::MappingError;

pub(crate) fn write(out: &mut Out, i: &HouseItem) {
    out.open("Commodity");
    out.text("descriptionOfGoods", &i.goods_description);
    out.text("cusCode", &i.cus_code);
    if i.hs_code.is_some() || i.cn_code.is_some() {
        out.open("CommodityCode");
        out.text("harmonizedSystemSubHeadingCode", &i.hs_code);
        out.text("combinedNomenclatureCode", &i.cn_code);
        out.close("CommodityCode");
    }
    for g in &i.dangerous_goods {
        out.open("DangerousGoods");
        out.number("sequenceNumber", g.sequence);
        out.code("UNNumber", &g.un_number);
        out.close("DangerousGoods");
    }
    if i.gross_mass.is_some() || i.net_mass.is_some() || i.supp_unit.is_some() {
        out.open("GoodsMeasure");
        out.decimal("grossMass", &i.gross_mass);
        out.decimal("netMass", &i.net_mass);
        // CC029C's GOODS MEASURE has no supplementary units.
        if out.variant != Variant::CC029C {
            out.decimal("supplementaryUnits", &i.supp_unit);
        }
        out.close("GoodsMeasure");
    }
    out.close("Commodity");
}

pub(crate) fn read(e: &mut Elem, i: &mut HouseItem) -> Result<(), MappingError> {
    req_one(e, "Commodity", |c| {
        i.goods_description = c.req_text("descriptionOfGoods")?;
        i.cus_code = c.text("cusCode");
        one(c, "CommodityCode", |cc| {
            i.hs_code = cc.req_text("harmonizedSystemSubHeadingCode")?;
            i.cn_code = cc.text("combinedNomenclatureCode");
            Ok(())
        })?;
        i.dangerous_goods = each(c.many("DangerousGoods"), |g| {
            Ok(DangerousGoods {
                sequence: g.sequence()?,
                un_number: g.req_code("UNNumber")?,
            })
        })?;
        one(c, "GoodsMeasure", |m| {
            i.gross_mass = m.decimal("grossMass")?;
            i.net_mass = m.decimal("netMass")?;
            i.supp_unit = m.decimal("supplementaryUnits")?;
            Ok(())
        })?;
        Ok(())
    })
}
