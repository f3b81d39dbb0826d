/// The Places module: not built yet (see the open issues).
public enum PlacesModule {}
